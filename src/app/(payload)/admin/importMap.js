import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { EventEndField as EventEndField_a37a4b052326344f89b83271d3ee05ef } from '../../../../src/components/admin/events/EventEndField'
import { BooleanCell as BooleanCell_8c402898569086cb18a5c0d8d664a49c } from '../../../../src/components/admin/cells/BooleanCell'
import { TitledTabs as TitledTabs_c30d590e2dc577aff9e7efa9c3ec415f } from '../../../../src/components/admin/forms/TitledTabs'
import { EmptyListMessage as EmptyListMessage_24c5374c1e8bcb7a828da1f3d9830352 } from '../../../../src/components/admin/lists/EmptyListMessage'
import { DocumentHeading as DocumentHeading_9784a7c4c9478e8dc0d6e3cfb4ecb27d } from '../../../../src/components/admin/forms/DocumentHeading'
import { EventEngagementView as EventEngagementView_6387a0b01017865bbacce191de241a27 } from '../../../../src/components/admin/events/EventEngagementView'
import { ListViewWithFailures as ListViewWithFailures_ce2980d4dfa03bec43c638a082a9dcc7 } from '../../../../src/components/admin/lists/ListViewWithFailures'
import { ImportControls as ImportControls_532a57214f81e9f9faffb7b97b9753ac } from '../../../../src/components/admin/lists/ImportControls'
import { SpeakerCardsView as SpeakerCardsView_8382dcafa597d37f18a63b7215c67798 } from '../../../../src/components/admin/speakers/SpeakerCardsView'
import { AgendaStartField as AgendaStartField_fc9a4368aa8d16ac6231b3e27be6e53b } from '../../../../src/components/admin/agenda/AgendaStartField'
import { TrackColorField as TrackColorField_42b6e678faa217bfd14b1e45b50ccf6b } from '../../../../src/components/admin/agenda/TrackColorField'
import { ProjectorLink as ProjectorLink_6f3c4d93404fc7e442d0e7fb3b18cb19 } from '../../../../src/components/admin/liveQuestions/ProjectorLink'
import { ProjectMemberManager as ProjectMemberManager_ab0560ab332123c1d853bda22cf401b6 } from '../../../../src/components/admin/projects/ProjectMemberManager'
import { ApplicantCell as ApplicantCell_fbe2e9119ff066dd2b72ea54fe1d889c } from '../../../../src/components/admin/applications/ApplicantCell'
import { TruncatedTextCell as TruncatedTextCell_bf7e5f0db50924b8cd0b548820f8ca47 } from '../../../../src/components/admin/cells/TruncatedTextCell'
import { UsDateCell as UsDateCell_6e450d50deb4b030f02de4647ca015a3 } from '../../../../src/components/admin/cells/UsDateCell'
import { ApplicationReviewCell as ApplicationReviewCell_b90a58bf3459a836c00e46d014a6215c } from '../../../../src/components/admin/applications/ApplicationReviewCell'
import { ExportControls as ExportControls_f6c953c876886e725a1097494efa5961 } from '../../../../src/components/admin/lists/ExportControls'
import { FileSizeCell as FileSizeCell_4648a4ff612b30e0c29af91af5a71128 } from '../../../../src/components/admin/cells/FileSizeCell'
import { ReadOnlyJsonField as ReadOnlyJsonField_4c8bf9b7ea05d9ca9fedce6806e0d4de } from '../../../../src/components/admin/fields/ReadOnlyJsonField'
import { SurveyQuestionList as SurveyQuestionList_3e917e29cc0830208158a62de9b45fa8 } from '../../../../src/components/admin/surveys/SurveyQuestionList'
import { SurveyResultsView as SurveyResultsView_73ed28167b0d11a5b073712251075aa2 } from '../../../../src/components/admin/surveys/SurveyResultsView'
import { ColumnLabel as ColumnLabel_bc02c24281b5889f9df01dbca38fed2e } from '../../../../src/components/admin/cells/ColumnLabel'
import { OrganizationCell as OrganizationCell_33b8d303ce39299c885cdd718906c7d3 } from '../../../../src/components/admin/organizations/OrganizationCell'
import { OrganizationTypeCell as OrganizationTypeCell_f36520aa32bf04d9c44ebcdade2d4898 } from '../../../../src/components/admin/organizations/OrganizationTypeCell'
import { SectorCell as SectorCell_521912a99346148fdb231125248ff428 } from '../../../../src/components/admin/organizations/SectorCell'
import { OrganizationMembersCell as OrganizationMembersCell_4e7cbfc640e79b170a060eea8f7f21bb } from '../../../../src/components/admin/organizations/OrganizationMembersCell'
import { OrganizationActionsCell as OrganizationActionsCell_e1e4c0aa00a16fdfa7a7b3c86ef8c0ba } from '../../../../src/components/admin/organizations/OrganizationActionsCell'
import { CancelEditButton as CancelEditButton_a012bf4805588bbbe17b93711c4878f3 } from '../../../../src/components/admin/organizations/CancelEditButton'
import { DeleteOrganizationMenuItem as DeleteOrganizationMenuItem_24aee3620566a3821d0866351637e999 } from '../../../../src/components/admin/organizations/DeleteOrganizationMenuItem'
import { InvitedByField as InvitedByField_078b5370a680c5ede6d0000f28297a63 } from '../../../../src/components/admin/invitations/InvitedByField'
import { SuggestedOrganizationField as SuggestedOrganizationField_1537d585fd7a25f2ed5d264f9fbe456c } from '../../../../src/components/admin/invitations/SuggestedOrganizationField'
import { InvitationStatusCell as InvitationStatusCell_7ad35e3e27520a8256b69c7ced8c4c08 } from '../../../../src/components/admin/invitations/InvitationStatusCell'
import { InvitationActionsCell as InvitationActionsCell_258c4f2770a4471067077d3a8d4d61e8 } from '../../../../src/components/admin/invitations/InvitationActionsCell'
import { OrganizationCell as OrganizationCell_f0df66692d9472e40f1c6abdbee3edeb } from '../../../../src/components/admin/users/OrganizationCell'
import { LastOnlineCell as LastOnlineCell_3596aedb9922610d174d17dd57bf5057 } from '../../../../src/components/admin/users/LastOnlineCell'
import { SecondStepPanel as SecondStepPanel_021ea51e3442c77650708c2fc6c20295 } from '../../../../src/components/admin/users/SecondStepPanel'
import { NameCell as NameCell_01c59f8f6dc392841d5e50cf11178e69 } from '../../../../src/components/admin/users/NameCell'
import { CompanyTypeCell as CompanyTypeCell_659eeab298fd1aeb419a3c582fd0aec8 } from '../../../../src/components/admin/users/CompanyTypeCell'
import { JoinedCell as JoinedCell_dcbc23b9a5430efde1dd2ed672b5b71b } from '../../../../src/components/admin/users/JoinedCell'
import { AnalyticsCell as AnalyticsCell_cfab1bca907cf52259ac45f2251e7936 } from '../../../../src/components/admin/users/AnalyticsCell'
import { AnalyticsPanel as AnalyticsPanel_8c7965a0b125210c12e8d005c27047fb } from '../../../../src/components/admin/users/AnalyticsPanel'
import { ActionsCell as ActionsCell_50e474cccbfa6bfba54449e102aa3e9e } from '../../../../src/components/admin/users/ActionsCell'
import { SurveyAnswerCell as SurveyAnswerCell_a6bfeed700831707b0aeed1b8a4e3bba } from '../../../../src/components/admin/cells/SurveyAnswerCell'
import { AuditWhatCell as AuditWhatCell_f6397866e0bf6b371ac77276dd2e98cc } from '../../../../src/components/admin/audit/AuditWhatCell'
import { AuditChangesField as AuditChangesField_4e0222fe6af13f912e81da666294f2af } from '../../../../src/components/admin/audit/AuditChangesField'
import { AdminSideMenu as AdminSideMenu_825588b82ff54769178f112d0c7abb0e } from '../../../../src/components/admin/nav/AdminSideMenu'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { EngagementDashboardView as EngagementDashboardView_f95c5f91edd2f53066ad12f8cfda2856 } from '../../../../src/components/admin/dashboard/EngagementDashboardView'
import { OperationsView as OperationsView_88352a017497e91cccf2d5c49e5237a3 } from '../../../../src/components/admin/operations/OperationsView'
import { ModerationQueueView as ModerationQueueView_8a4a202172a06ef9b630eaad1607510a } from '../../../../src/components/admin/discussions/ModerationQueueView'
import { LiveQuestionsProjectorView as LiveQuestionsProjectorView_511f6c6317d284953767fff56f87611d } from '../../../../src/components/admin/liveQuestions/LiveQuestionsProjectorView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/components/admin/events/EventEndField#EventEndField": EventEndField_a37a4b052326344f89b83271d3ee05ef,
  "/src/components/admin/cells/BooleanCell#BooleanCell": BooleanCell_8c402898569086cb18a5c0d8d664a49c,
  "/src/components/admin/forms/TitledTabs#TitledTabs": TitledTabs_c30d590e2dc577aff9e7efa9c3ec415f,
  "/src/components/admin/lists/EmptyListMessage#EmptyListMessage": EmptyListMessage_24c5374c1e8bcb7a828da1f3d9830352,
  "/src/components/admin/forms/DocumentHeading#DocumentHeading": DocumentHeading_9784a7c4c9478e8dc0d6e3cfb4ecb27d,
  "/src/components/admin/events/EventEngagementView#EventEngagementView": EventEngagementView_6387a0b01017865bbacce191de241a27,
  "/src/components/admin/lists/ListViewWithFailures#ListViewWithFailures": ListViewWithFailures_ce2980d4dfa03bec43c638a082a9dcc7,
  "/src/components/admin/lists/ImportControls#ImportControls": ImportControls_532a57214f81e9f9faffb7b97b9753ac,
  "/src/components/admin/speakers/SpeakerCardsView#SpeakerCardsView": SpeakerCardsView_8382dcafa597d37f18a63b7215c67798,
  "/src/components/admin/agenda/AgendaStartField#AgendaStartField": AgendaStartField_fc9a4368aa8d16ac6231b3e27be6e53b,
  "/src/components/admin/agenda/TrackColorField#TrackColorField": TrackColorField_42b6e678faa217bfd14b1e45b50ccf6b,
  "/src/components/admin/liveQuestions/ProjectorLink#ProjectorLink": ProjectorLink_6f3c4d93404fc7e442d0e7fb3b18cb19,
  "/src/components/admin/projects/ProjectMemberManager#ProjectMemberManager": ProjectMemberManager_ab0560ab332123c1d853bda22cf401b6,
  "/src/components/admin/applications/ApplicantCell#ApplicantCell": ApplicantCell_fbe2e9119ff066dd2b72ea54fe1d889c,
  "/src/components/admin/cells/TruncatedTextCell#TruncatedTextCell": TruncatedTextCell_bf7e5f0db50924b8cd0b548820f8ca47,
  "/src/components/admin/cells/UsDateCell#UsDateCell": UsDateCell_6e450d50deb4b030f02de4647ca015a3,
  "/src/components/admin/applications/ApplicationReviewCell#ApplicationReviewCell": ApplicationReviewCell_b90a58bf3459a836c00e46d014a6215c,
  "/src/components/admin/lists/ExportControls#ExportControls": ExportControls_f6c953c876886e725a1097494efa5961,
  "/src/components/admin/cells/FileSizeCell#FileSizeCell": FileSizeCell_4648a4ff612b30e0c29af91af5a71128,
  "/src/components/admin/fields/ReadOnlyJsonField#ReadOnlyJsonField": ReadOnlyJsonField_4c8bf9b7ea05d9ca9fedce6806e0d4de,
  "/src/components/admin/surveys/SurveyQuestionList#SurveyQuestionList": SurveyQuestionList_3e917e29cc0830208158a62de9b45fa8,
  "/src/components/admin/surveys/SurveyResultsView#SurveyResultsView": SurveyResultsView_73ed28167b0d11a5b073712251075aa2,
  "/src/components/admin/cells/ColumnLabel#ColumnLabel": ColumnLabel_bc02c24281b5889f9df01dbca38fed2e,
  "/src/components/admin/organizations/OrganizationCell#OrganizationCell": OrganizationCell_33b8d303ce39299c885cdd718906c7d3,
  "/src/components/admin/organizations/OrganizationTypeCell#OrganizationTypeCell": OrganizationTypeCell_f36520aa32bf04d9c44ebcdade2d4898,
  "/src/components/admin/organizations/SectorCell#SectorCell": SectorCell_521912a99346148fdb231125248ff428,
  "/src/components/admin/organizations/OrganizationMembersCell#OrganizationMembersCell": OrganizationMembersCell_4e7cbfc640e79b170a060eea8f7f21bb,
  "/src/components/admin/organizations/OrganizationActionsCell#OrganizationActionsCell": OrganizationActionsCell_e1e4c0aa00a16fdfa7a7b3c86ef8c0ba,
  "/src/components/admin/organizations/CancelEditButton#CancelEditButton": CancelEditButton_a012bf4805588bbbe17b93711c4878f3,
  "/src/components/admin/organizations/DeleteOrganizationMenuItem#DeleteOrganizationMenuItem": DeleteOrganizationMenuItem_24aee3620566a3821d0866351637e999,
  "/src/components/admin/invitations/InvitedByField#InvitedByField": InvitedByField_078b5370a680c5ede6d0000f28297a63,
  "/src/components/admin/invitations/SuggestedOrganizationField#SuggestedOrganizationField": SuggestedOrganizationField_1537d585fd7a25f2ed5d264f9fbe456c,
  "/src/components/admin/invitations/InvitationStatusCell#InvitationStatusCell": InvitationStatusCell_7ad35e3e27520a8256b69c7ced8c4c08,
  "/src/components/admin/invitations/InvitationActionsCell#InvitationActionsCell": InvitationActionsCell_258c4f2770a4471067077d3a8d4d61e8,
  "/src/components/admin/users/OrganizationCell#OrganizationCell": OrganizationCell_f0df66692d9472e40f1c6abdbee3edeb,
  "/src/components/admin/users/LastOnlineCell#LastOnlineCell": LastOnlineCell_3596aedb9922610d174d17dd57bf5057,
  "/src/components/admin/users/SecondStepPanel#SecondStepPanel": SecondStepPanel_021ea51e3442c77650708c2fc6c20295,
  "/src/components/admin/users/NameCell#NameCell": NameCell_01c59f8f6dc392841d5e50cf11178e69,
  "/src/components/admin/users/CompanyTypeCell#CompanyTypeCell": CompanyTypeCell_659eeab298fd1aeb419a3c582fd0aec8,
  "/src/components/admin/users/JoinedCell#JoinedCell": JoinedCell_dcbc23b9a5430efde1dd2ed672b5b71b,
  "/src/components/admin/users/AnalyticsCell#AnalyticsCell": AnalyticsCell_cfab1bca907cf52259ac45f2251e7936,
  "/src/components/admin/users/AnalyticsPanel#AnalyticsPanel": AnalyticsPanel_8c7965a0b125210c12e8d005c27047fb,
  "/src/components/admin/users/ActionsCell#ActionsCell": ActionsCell_50e474cccbfa6bfba54449e102aa3e9e,
  "/src/components/admin/cells/SurveyAnswerCell#SurveyAnswerCell": SurveyAnswerCell_a6bfeed700831707b0aeed1b8a4e3bba,
  "/src/components/admin/audit/AuditWhatCell#AuditWhatCell": AuditWhatCell_f6397866e0bf6b371ac77276dd2e98cc,
  "/src/components/admin/audit/AuditChangesField#AuditChangesField": AuditChangesField_4e0222fe6af13f912e81da666294f2af,
  "/src/components/admin/nav/AdminSideMenu#AdminSideMenu": AdminSideMenu_825588b82ff54769178f112d0c7abb0e,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/components/admin/dashboard/EngagementDashboardView#EngagementDashboardView": EngagementDashboardView_f95c5f91edd2f53066ad12f8cfda2856,
  "/src/components/admin/operations/OperationsView#OperationsView": OperationsView_88352a017497e91cccf2d5c49e5237a3,
  "/src/components/admin/discussions/ModerationQueueView#ModerationQueueView": ModerationQueueView_8a4a202172a06ef9b630eaad1607510a,
  "/src/components/admin/liveQuestions/LiveQuestionsProjectorView#LiveQuestionsProjectorView": LiveQuestionsProjectorView_511f6c6317d284953767fff56f87611d,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
