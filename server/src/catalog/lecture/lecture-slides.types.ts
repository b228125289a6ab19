import { Field, Float, ObjectType } from 'type-graphql';
import type { SlideView } from './lecture-slides.service';

@ObjectType('Chapter', {
  simpleResolvers: true,
  description: 'A part of a lecture, from one slide to the next (see Lecture.slides), named by the slide’s title.',
})
export class ChapterType {
  @Field(() => Float, { description: 'Seconds from the start of the lecture.' })
  startSeconds!: number;

  @Field(() => String)
  title!: string;
}

@ObjectType('Slide', {
  simpleResolvers: true,
  description:
    'A slide shown in a lecture’s video, found where the picture changes to a still slide, its text read by OCR.',
})
export class SlideType implements SlideView {
  @Field(() => Float, { description: 'Seconds from the start of the lecture: when the slide comes on screen.' })
  startSeconds!: number;

  @Field(() => String, { description: 'The first line of its largest text.' })
  title!: string;

  @Field(() => String, { description: 'Every line read on it, the title’s first, a line each.' })
  text!: string;

  @Field(() => String, {
    description:
      'Its picture (a JPEG at most 960 px wide), relative to the API origin, authorized like Lecture.posterUrl.',
  })
  imageUrl!: string;
}
