import { useTranslation } from 'react-i18next';
import { SettingSwitch } from '../../../../components/SettingSwitch';
import { saveDataSaver, useDataSaver } from '../../../../shared/dataSaver';

/** This device's data saver, on the Downloads page where what the lectures cost in data is shown. */
export function DataSaverSwitch() {
  const { t } = useTranslation('downloads');
  return (
    <SettingSwitch
      label={t('dataSaver.label')}
      description={t('dataSaver.description')}
      checked={useDataSaver()}
      onChange={saveDataSaver}
    />
  );
}
